"""Settings every job reads; the checkpoint root comes from each job's command line."""
import sys

ROOT = sys.argv[1]
