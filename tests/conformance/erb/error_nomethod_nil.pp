notice(inline_template('<%= @nope.foo %>'))
