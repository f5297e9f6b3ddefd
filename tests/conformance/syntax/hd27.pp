notice(@())
END
