notice(split("a\nb", /$/))
