notice("${x}abc
