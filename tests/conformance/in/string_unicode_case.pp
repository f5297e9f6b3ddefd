notice("Ä" in "xäy", "ÉCOLE" in "une école", "Ω" in "ω", "ä" in "Ä")
notice("Ä" in ["ä"], "Ä" == "ä", "straße" in "STRASSE")
