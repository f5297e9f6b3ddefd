notice(function)
