include(default)
