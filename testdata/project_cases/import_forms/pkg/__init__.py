# The package re-exports a builder from a submodule and every public name of its settings.
from .paths import checkpoint_for
from .settings import *
