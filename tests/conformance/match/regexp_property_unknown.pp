# an unknown property, in Onigmo's words
notice('a' =~ /a\p{Foo}/)
