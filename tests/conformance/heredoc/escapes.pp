$a = @("END"/t)
a\tb
END
notice($a)
