notice(Integer('42'))
notice(Integer[1, 100]('42'))
notice(Array[Integer]([1, 2]))
