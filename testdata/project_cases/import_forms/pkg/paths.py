from .settings import CHECKPOINT_ROOT


def checkpoint_for(name):
    return f"{CHECKPOINT_ROOT}/{name}"
