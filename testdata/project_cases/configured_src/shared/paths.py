# Not on the import path: [tool.streamlint] src names libs/ only, as the job's packaging does.
def checkpoint(job_name):
    return "/Volumes/billing/chk/" + job_name
