notice(@ (END))
x
END
