notice("${@(END)}")
inner
END
