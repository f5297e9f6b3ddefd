$x = @(END)
END
notice("[${x}]")
