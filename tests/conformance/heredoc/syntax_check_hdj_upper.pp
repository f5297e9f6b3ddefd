$h = @(END:JSON)
[1,
END
notice($h)
