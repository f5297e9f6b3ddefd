notice(1 @(END))
x
END
