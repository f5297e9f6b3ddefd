regsubst('abc', '(?<n>b)', '\k<zz>')
