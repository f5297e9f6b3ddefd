notice(@("E"))
${/(/}
E
