case "abc" { /(b)/: { notice($0) notice($1) } }
