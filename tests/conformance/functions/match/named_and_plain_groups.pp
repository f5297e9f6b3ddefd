# Once a pattern names a group, its plain groups do not capture (Onigmo)
notice("foo".match(/(?<name>f)(o+)/))
notice("2024-05".match(/(?<year>\d+)-(\d+)/))
notice("abc".match(/(a)(?:b)(c)/))
if "foo" =~ /(?<first>f)(o+)/ { notice($0, $1, $2) }
notice("ab".match(/(?<=a)(b)/))
