notice(Callable[''])
