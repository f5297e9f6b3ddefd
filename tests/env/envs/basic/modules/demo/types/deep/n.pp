type Demo::Deep::N = Array[Demo::T]
