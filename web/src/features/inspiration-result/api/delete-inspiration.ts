// delete-inspiration (docs/privacy.md): the parents delete their record. Once the server has done
// it, this browser forgets the record too, and the parent lands on the confirmation page; Back does
// not return to a record that is gone.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router-dom";
import { deleteInspiration as contract } from "@core/contracts/delete-inspiration.contract.ts";
import { paths } from "@/config/paths.ts";
import { callFunction } from "@/lib/call-function.ts";
import { forgetRecordInThisBrowser } from "@/lib/forget-record.ts";

function deleteInspiration(id: string): Promise<{ deleted: true }> {
  return callFunction(contract, { id });
}

export function useDeleteInspiration(id: string) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => deleteInspiration(id),
    onSuccess: () => {
      forgetRecordInThisBrowser(queryClient, id);
      navigate(paths.recordDeleted.getHref(), { replace: true });
    },
  });
}
