include(true)
