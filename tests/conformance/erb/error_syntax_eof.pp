notice(inline_template("line1\n<% if true %>"))
