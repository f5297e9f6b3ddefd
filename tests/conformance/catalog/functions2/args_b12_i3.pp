include(1.5)
