from .kafka import read_events
