$u = URI('http://x.org/?a%zz') notice($u)
