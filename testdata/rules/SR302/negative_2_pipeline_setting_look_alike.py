# expect: none
# A pipeline's "continuous: true" setting is a different feature from the continuous trigger.
PIPELINE_SETTINGS = {"continuous": True, "name": "orders"}


def deploy(client, settings):
    return client.pipelines.create(continuous=settings["continuous"], name=settings["name"])


class Timer:
    def trigger(self, continuous=None):
        return continuous


Timer().trigger(continuous="1 second")
