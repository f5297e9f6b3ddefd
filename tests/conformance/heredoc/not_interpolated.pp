$a = @(END)
hello $x
END
notice($a)
