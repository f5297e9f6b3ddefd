$h = @(END:yaml)
a: [
END
notice($h)
