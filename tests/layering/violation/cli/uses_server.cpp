// Fixture for the layering test: the CLI must never include the server.
#include "server/language_server.h"
