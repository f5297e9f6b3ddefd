notice(sha256('é'))
