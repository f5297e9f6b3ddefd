notice(URI[''])
