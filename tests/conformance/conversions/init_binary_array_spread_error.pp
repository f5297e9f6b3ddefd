notice(Init[Binary](['a']))
