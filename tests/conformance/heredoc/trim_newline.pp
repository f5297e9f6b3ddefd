$a = @(END)
no newline
- END
notice("[$a]")
