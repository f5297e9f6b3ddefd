include demo::typed
