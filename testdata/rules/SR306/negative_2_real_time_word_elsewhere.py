# expect: none
REAL_TIME = {"realTime": "5 minutes"}


class Dashboard:
    def trigger(self, realTime=None):
        return realTime


Dashboard().trigger(realTime="5 minutes")
