include(1)
