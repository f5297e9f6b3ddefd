notice(@(END)
)
body
END
