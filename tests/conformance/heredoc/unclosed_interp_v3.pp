notice(@("END"))
    a
    b ${x
    | END
