notice("${String('\u00e9t\u00e9', '%6s')}|", String('\u00e9t\u00e9', '%.2s'), String('\u00e9t\u00e9', '%u'), String('\u00c9T\u00c9', '%d'))
