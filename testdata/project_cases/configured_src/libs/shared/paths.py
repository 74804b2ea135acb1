# Every job of this library writes to one checkpoint: a bug the jobs below inherit.
def checkpoint(job_name):
    return "/Volumes/billing/chk/jobs"
