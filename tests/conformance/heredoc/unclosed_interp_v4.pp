notice(1)
notice(@("END"))
b ${x
END
