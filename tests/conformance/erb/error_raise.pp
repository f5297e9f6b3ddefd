notice(inline_template("<% raise 'custom message' %>"))
