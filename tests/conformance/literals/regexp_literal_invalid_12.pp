node /[/ {}
