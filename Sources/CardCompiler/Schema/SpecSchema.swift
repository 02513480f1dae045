/// The JSON Schema of spec format v1, for editors (yaml-language-server). `Schemas/card.schema.json`
/// holds the same text; a test keeps the two equal (`swift run cardc schema > Schemas/card.schema.json`).
public enum SpecSchema {
    public static let json = #"""
{
  "$schema": "http://json-schema.org/draft-07/schema#",
  "$id": "https://cardc.dev/schemas/card-v1.json",
  "title": "cardc card spec, format version 1",
  "type": "object",
  "required": [
    "version",
    "name",
    "kind"
  ],
  "properties": {
    "version": {
      "const": 1,
      "description": "Format version; must be 1."
    },
    "name": {
      "type": "string",
      "pattern": "^[A-Za-z_][A-Za-z0-9_]*$",
      "description": "The Swift type name generated for this card."
    },
    "kind": {
      "enum": [
        "sheet",
        "stack",
        "deck",
        "carousel"
      ]
    },
    "devices": {
      "type": "array",
      "minItems": 1,
      "items": {
        "oneOf": [
          {
            "type": "string",
            "enum": [
              "iphone-se",
              "iphone-15",
              "iphone-15-pro-max",
              "ipad-11"
            ]
          },
          {
            "type": "object",
            "additionalProperties": false,
            "properties": {
              "name": {
                "type": "string"
              },
              "width": {
                "type": "number",
                "minimum": 0
              },
              "height": {
                "type": "number",
                "minimum": 0
              },
              "safeArea": {
                "type": "object",
                "additionalProperties": false,
                "properties": {
                  "top": {
                    "type": "number",
                    "minimum": 0
                  },
                  "bottom": {
                    "type": "number",
                    "minimum": 0
                  }
                }
              }
            },
            "required": [
              "name",
              "width",
              "height"
            ]
          }
        ]
      },
      "description": "Profiles the checker resolves on; default: the three iPhone profiles.",
      "maxItems": 32
    },
    "appearance": {
      "type": "object",
      "additionalProperties": false,
      "properties": {
        "cornerRadius": {
          "type": "number",
          "minimum": 0
        },
        "shadow": {
          "type": "object",
          "additionalProperties": false,
          "properties": {
            "opacity": {
              "type": "number",
              "minimum": 0,
              "maximum": 1
            },
            "radius": {
              "type": "number",
              "minimum": 0
            }
          }
        }
      }
    },
    "animation": {
      "type": "object",
      "additionalProperties": false,
      "properties": {
        "duration": {
          "type": "number",
          "minimum": 0
        },
        "damping": {
          "type": "number",
          "exclusiveMinimum": 0
        }
      }
    },
    "models": {
      "type": "object",
      "description": "Data models: name to { field: type }.",
      "additionalProperties": {
        "type": "object",
        "additionalProperties": {
          "type": "string"
        }
      }
    },
    "samples": {
      "type": "object",
      "description": "Sample data per model, checked against it.",
      "additionalProperties": {
        "type": "array",
        "items": {
          "type": "object"
        }
      }
    }
  },
  "allOf": [
    {
      "if": {
        "properties": {
          "kind": {
            "const": "sheet"
          }
        },
        "required": [
          "kind"
        ]
      },
      "then": {
        "properties": {
          "version": {
            "const": 1,
            "description": "Format version; must be 1."
          },
          "name": {
            "type": "string",
            "pattern": "^[A-Za-z_][A-Za-z0-9_]*$",
            "description": "The Swift type name generated for this card."
          },
          "kind": {
            "enum": [
              "sheet",
              "stack",
              "deck",
              "carousel"
            ]
          },
          "devices": {
            "type": "array",
            "minItems": 1,
            "items": {
              "oneOf": [
                {
                  "type": "string",
                  "enum": [
                    "iphone-se",
                    "iphone-15",
                    "iphone-15-pro-max",
                    "ipad-11"
                  ]
                },
                {
                  "type": "object",
                  "additionalProperties": false,
                  "properties": {
                    "name": {
                      "type": "string"
                    },
                    "width": {
                      "type": "number",
                      "minimum": 0
                    },
                    "height": {
                      "type": "number",
                      "minimum": 0
                    },
                    "safeArea": {
                      "type": "object",
                      "additionalProperties": false,
                      "properties": {
                        "top": {
                          "type": "number",
                          "minimum": 0
                        },
                        "bottom": {
                          "type": "number",
                          "minimum": 0
                        }
                      }
                    }
                  },
                  "required": [
                    "name",
                    "width",
                    "height"
                  ]
                }
              ]
            },
            "description": "Profiles the checker resolves on; default: the three iPhone profiles.",
            "maxItems": 32
          },
          "appearance": {
            "type": "object",
            "additionalProperties": false,
            "properties": {
              "cornerRadius": {
                "type": "number",
                "minimum": 0
              },
              "shadow": {
                "type": "object",
                "additionalProperties": false,
                "properties": {
                  "opacity": {
                    "type": "number",
                    "minimum": 0,
                    "maximum": 1
                  },
                  "radius": {
                    "type": "number",
                    "minimum": 0
                  }
                }
              }
            }
          },
          "animation": {
            "type": "object",
            "additionalProperties": false,
            "properties": {
              "duration": {
                "type": "number",
                "minimum": 0
              },
              "damping": {
                "type": "number",
                "exclusiveMinimum": 0
              }
            }
          },
          "models": {
            "type": "object",
            "description": "Data models: name to { field: type }.",
            "additionalProperties": {
              "type": "object",
              "additionalProperties": {
                "type": "string"
              }
            }
          },
          "samples": {
            "type": "object",
            "description": "Sample data per model, checked against it.",
            "additionalProperties": {
              "type": "array",
              "items": {
                "type": "object"
              }
            }
          },
          "header": {
            "type": "object",
            "additionalProperties": false,
            "properties": {
              "height": {
                "oneOf": [
                  {
                    "type": "number",
                    "minimum": 0
                  },
                  {
                    "type": "string",
                    "pattern": "^[0-9]+(\\.[0-9]+)?%$"
                  }
                ],
                "description": "Points (a number) or a percentage string such as \"45%\"."
              },
              "tap": {
                "enum": [
                  "none",
                  "toggle",
                  "cycle"
                ]
              }
            }
          },
          "segments": {
            "type": "array",
            "minItems": 2,
            "items": {
              "type": "object",
              "additionalProperties": false,
              "properties": {
                "name": {
                  "type": "string",
                  "pattern": "^[A-Za-z_][A-Za-z0-9_]*$"
                },
                "height": {
                  "oneOf": [
                    {
                      "type": "number",
                      "minimum": 0
                    },
                    {
                      "type": "string",
                      "pattern": "^[0-9]+(\\.[0-9]+)?%$"
                    }
                  ],
                  "description": "Points (a number) or a percentage string such as \"45%\"."
                }
              },
              "required": [
                "name",
                "height"
              ]
            },
            "description": "Ordered lowest first.",
            "maxItems": 64
          },
          "initial": {
            "type": "string"
          },
          "thresholds": {
            "type": "object",
            "additionalProperties": false,
            "properties": {
              "upward": {
                "oneOf": [
                  {
                    "type": "number",
                    "minimum": 0
                  },
                  {
                    "type": "string",
                    "pattern": "^[0-9]+(\\.[0-9]+)?%$"
                  }
                ],
                "description": "Points (a number) or a percentage string such as \"45%\"."
              },
              "downward": {
                "oneOf": [
                  {
                    "type": "number",
                    "minimum": 0
                  },
                  {
                    "type": "string",
                    "pattern": "^[0-9]+(\\.[0-9]+)?%$"
                  }
                ],
                "description": "Points (a number) or a percentage string such as \"45%\"."
              },
              "velocity": {
                "type": "number",
                "minimum": 0
              }
            }
          },
          "dim": {
            "type": "object",
            "additionalProperties": false,
            "properties": {
              "alpha": {
                "type": "number",
                "minimum": 0,
                "maximum": 1
              },
              "from": {
                "type": "string"
              },
              "to": {
                "type": "string"
              }
            },
            "required": [
              "alpha"
            ]
          },
          "scroll": {
            "type": "object",
            "additionalProperties": false,
            "properties": {
              "enabledIn": {
                "type": "array",
                "items": {
                  "type": "string"
                }
              }
            }
          },
          "insets": {
            "type": "object",
            "additionalProperties": false,
            "properties": {
              "top": {
                "type": "number",
                "minimum": 0
              },
              "leading": {
                "type": "number",
                "minimum": 0
              },
              "trailing": {
                "type": "number",
                "minimum": 0
              }
            }
          }
        },
        "additionalProperties": false,
        "required": [
          "version",
          "name",
          "kind",
          "segments"
        ]
      }
    },
    {
      "if": {
        "properties": {
          "kind": {
            "const": "stack"
          }
        },
        "required": [
          "kind"
        ]
      },
      "then": {
        "properties": {
          "version": {
            "const": 1,
            "description": "Format version; must be 1."
          },
          "name": {
            "type": "string",
            "pattern": "^[A-Za-z_][A-Za-z0-9_]*$",
            "description": "The Swift type name generated for this card."
          },
          "kind": {
            "enum": [
              "sheet",
              "stack",
              "deck",
              "carousel"
            ]
          },
          "devices": {
            "type": "array",
            "minItems": 1,
            "items": {
              "oneOf": [
                {
                  "type": "string",
                  "enum": [
                    "iphone-se",
                    "iphone-15",
                    "iphone-15-pro-max",
                    "ipad-11"
                  ]
                },
                {
                  "type": "object",
                  "additionalProperties": false,
                  "properties": {
                    "name": {
                      "type": "string"
                    },
                    "width": {
                      "type": "number",
                      "minimum": 0
                    },
                    "height": {
                      "type": "number",
                      "minimum": 0
                    },
                    "safeArea": {
                      "type": "object",
                      "additionalProperties": false,
                      "properties": {
                        "top": {
                          "type": "number",
                          "minimum": 0
                        },
                        "bottom": {
                          "type": "number",
                          "minimum": 0
                        }
                      }
                    }
                  },
                  "required": [
                    "name",
                    "width",
                    "height"
                  ]
                }
              ]
            },
            "description": "Profiles the checker resolves on; default: the three iPhone profiles.",
            "maxItems": 32
          },
          "appearance": {
            "type": "object",
            "additionalProperties": false,
            "properties": {
              "cornerRadius": {
                "type": "number",
                "minimum": 0
              },
              "shadow": {
                "type": "object",
                "additionalProperties": false,
                "properties": {
                  "opacity": {
                    "type": "number",
                    "minimum": 0,
                    "maximum": 1
                  },
                  "radius": {
                    "type": "number",
                    "minimum": 0
                  }
                }
              }
            }
          },
          "animation": {
            "type": "object",
            "additionalProperties": false,
            "properties": {
              "duration": {
                "type": "number",
                "minimum": 0
              },
              "damping": {
                "type": "number",
                "exclusiveMinimum": 0
              }
            }
          },
          "models": {
            "type": "object",
            "description": "Data models: name to { field: type }.",
            "additionalProperties": {
              "type": "object",
              "additionalProperties": {
                "type": "string"
              }
            }
          },
          "samples": {
            "type": "object",
            "description": "Sample data per model, checked against it.",
            "additionalProperties": {
              "type": "array",
              "items": {
                "type": "object"
              }
            }
          },
          "cardHeight": {
            "type": "number",
            "minimum": 0
          },
          "offset": {
            "type": "number",
            "minimum": 0
          },
          "spacing": {
            "type": "object",
            "additionalProperties": false,
            "properties": {
              "leading": {
                "type": "number",
                "minimum": 0
              },
              "trailing": {
                "type": "number",
                "minimum": 0
              },
              "vertical": {
                "type": "number",
                "minimum": 0
              }
            }
          },
          "height": {
            "type": "object",
            "additionalProperties": false,
            "properties": {
              "collapsed": {
                "type": "number",
                "minimum": 0
              },
              "expanded": {
                "type": "number",
                "minimum": 0
              }
            },
            "required": [
              "collapsed",
              "expanded"
            ]
          },
          "thresholds": {
            "type": "object",
            "additionalProperties": false,
            "properties": {
              "upward": {
                "type": "number",
                "minimum": 0
              },
              "downward": {
                "type": "number",
                "minimum": 0
              }
            }
          },
          "initial": {
            "enum": [
              "collapsed",
              "expanded"
            ]
          },
          "cards": {
            "type": "integer",
            "minimum": 1,
            "maximum": 10000
          }
        },
        "additionalProperties": false,
        "required": [
          "version",
          "name",
          "kind",
          "cardHeight",
          "offset",
          "height"
        ]
      }
    },
    {
      "if": {
        "properties": {
          "kind": {
            "const": "deck"
          }
        },
        "required": [
          "kind"
        ]
      },
      "then": {
        "properties": {
          "version": {
            "const": 1,
            "description": "Format version; must be 1."
          },
          "name": {
            "type": "string",
            "pattern": "^[A-Za-z_][A-Za-z0-9_]*$",
            "description": "The Swift type name generated for this card."
          },
          "kind": {
            "enum": [
              "sheet",
              "stack",
              "deck",
              "carousel"
            ]
          },
          "devices": {
            "type": "array",
            "minItems": 1,
            "items": {
              "oneOf": [
                {
                  "type": "string",
                  "enum": [
                    "iphone-se",
                    "iphone-15",
                    "iphone-15-pro-max",
                    "ipad-11"
                  ]
                },
                {
                  "type": "object",
                  "additionalProperties": false,
                  "properties": {
                    "name": {
                      "type": "string"
                    },
                    "width": {
                      "type": "number",
                      "minimum": 0
                    },
                    "height": {
                      "type": "number",
                      "minimum": 0
                    },
                    "safeArea": {
                      "type": "object",
                      "additionalProperties": false,
                      "properties": {
                        "top": {
                          "type": "number",
                          "minimum": 0
                        },
                        "bottom": {
                          "type": "number",
                          "minimum": 0
                        }
                      }
                    }
                  },
                  "required": [
                    "name",
                    "width",
                    "height"
                  ]
                }
              ]
            },
            "description": "Profiles the checker resolves on; default: the three iPhone profiles.",
            "maxItems": 32
          },
          "appearance": {
            "type": "object",
            "additionalProperties": false,
            "properties": {
              "cornerRadius": {
                "type": "number",
                "minimum": 0
              },
              "shadow": {
                "type": "object",
                "additionalProperties": false,
                "properties": {
                  "opacity": {
                    "type": "number",
                    "minimum": 0,
                    "maximum": 1
                  },
                  "radius": {
                    "type": "number",
                    "minimum": 0
                  }
                }
              }
            }
          },
          "animation": {
            "type": "object",
            "additionalProperties": false,
            "properties": {
              "duration": {
                "type": "number",
                "minimum": 0
              },
              "damping": {
                "type": "number",
                "exclusiveMinimum": 0
              }
            }
          },
          "models": {
            "type": "object",
            "description": "Data models: name to { field: type }.",
            "additionalProperties": {
              "type": "object",
              "additionalProperties": {
                "type": "string"
              }
            }
          },
          "samples": {
            "type": "object",
            "description": "Sample data per model, checked against it.",
            "additionalProperties": {
              "type": "array",
              "items": {
                "type": "object"
              }
            }
          },
          "size": {
            "type": "object",
            "additionalProperties": false,
            "properties": {
              "width": {
                "type": "number",
                "minimum": 0
              },
              "height": {
                "type": "number",
                "minimum": 0
              }
            },
            "required": [
              "width",
              "height"
            ]
          },
          "visible": {
            "type": "integer",
            "minimum": 1,
            "maximum": 100
          },
          "insets": {
            "type": "object",
            "additionalProperties": false,
            "properties": {
              "horizontal": {
                "type": "number",
                "minimum": 0
              },
              "vertical": {
                "type": "number",
                "minimum": 0
              }
            }
          },
          "directions": {
            "type": "array",
            "minItems": 1,
            "uniqueItems": true,
            "items": {
              "enum": [
                "left",
                "right",
                "up",
                "down"
              ]
            }
          },
          "thresholds": {
            "type": "object",
            "additionalProperties": false,
            "properties": {
              "left": {
                "oneOf": [
                  {
                    "type": "number",
                    "minimum": 0
                  },
                  {
                    "type": "string",
                    "pattern": "^[0-9]+(\\.[0-9]+)?%$"
                  }
                ],
                "description": "Points (a number) or a percentage string such as \"45%\"."
              },
              "right": {
                "oneOf": [
                  {
                    "type": "number",
                    "minimum": 0
                  },
                  {
                    "type": "string",
                    "pattern": "^[0-9]+(\\.[0-9]+)?%$"
                  }
                ],
                "description": "Points (a number) or a percentage string such as \"45%\"."
              },
              "up": {
                "oneOf": [
                  {
                    "type": "number",
                    "minimum": 0
                  },
                  {
                    "type": "string",
                    "pattern": "^[0-9]+(\\.[0-9]+)?%$"
                  }
                ],
                "description": "Points (a number) or a percentage string such as \"45%\"."
              },
              "down": {
                "oneOf": [
                  {
                    "type": "number",
                    "minimum": 0
                  },
                  {
                    "type": "string",
                    "pattern": "^[0-9]+(\\.[0-9]+)?%$"
                  }
                ],
                "description": "Points (a number) or a percentage string such as \"45%\"."
              },
              "velocity": {
                "type": "number",
                "minimum": 0
              }
            }
          },
          "exit": {
            "type": "object",
            "additionalProperties": false,
            "properties": {
              "distance": {
                "type": "number",
                "minimum": 0
              },
              "drop": {
                "type": "number"
              },
              "duration": {
                "type": "number",
                "minimum": 0
              }
            }
          }
        },
        "additionalProperties": false,
        "required": [
          "version",
          "name",
          "kind",
          "size"
        ]
      }
    },
    {
      "if": {
        "properties": {
          "kind": {
            "const": "carousel"
          }
        },
        "required": [
          "kind"
        ]
      },
      "then": {
        "properties": {
          "version": {
            "const": 1,
            "description": "Format version; must be 1."
          },
          "name": {
            "type": "string",
            "pattern": "^[A-Za-z_][A-Za-z0-9_]*$",
            "description": "The Swift type name generated for this card."
          },
          "kind": {
            "enum": [
              "sheet",
              "stack",
              "deck",
              "carousel"
            ]
          },
          "devices": {
            "type": "array",
            "minItems": 1,
            "items": {
              "oneOf": [
                {
                  "type": "string",
                  "enum": [
                    "iphone-se",
                    "iphone-15",
                    "iphone-15-pro-max",
                    "ipad-11"
                  ]
                },
                {
                  "type": "object",
                  "additionalProperties": false,
                  "properties": {
                    "name": {
                      "type": "string"
                    },
                    "width": {
                      "type": "number",
                      "minimum": 0
                    },
                    "height": {
                      "type": "number",
                      "minimum": 0
                    },
                    "safeArea": {
                      "type": "object",
                      "additionalProperties": false,
                      "properties": {
                        "top": {
                          "type": "number",
                          "minimum": 0
                        },
                        "bottom": {
                          "type": "number",
                          "minimum": 0
                        }
                      }
                    }
                  },
                  "required": [
                    "name",
                    "width",
                    "height"
                  ]
                }
              ]
            },
            "description": "Profiles the checker resolves on; default: the three iPhone profiles.",
            "maxItems": 32
          },
          "appearance": {
            "type": "object",
            "additionalProperties": false,
            "properties": {
              "cornerRadius": {
                "type": "number",
                "minimum": 0
              },
              "shadow": {
                "type": "object",
                "additionalProperties": false,
                "properties": {
                  "opacity": {
                    "type": "number",
                    "minimum": 0,
                    "maximum": 1
                  },
                  "radius": {
                    "type": "number",
                    "minimum": 0
                  }
                }
              }
            }
          },
          "animation": {
            "type": "object",
            "additionalProperties": false,
            "properties": {
              "duration": {
                "type": "number",
                "minimum": 0
              },
              "damping": {
                "type": "number",
                "exclusiveMinimum": 0
              }
            }
          },
          "models": {
            "type": "object",
            "description": "Data models: name to { field: type }.",
            "additionalProperties": {
              "type": "object",
              "additionalProperties": {
                "type": "string"
              }
            }
          },
          "samples": {
            "type": "object",
            "description": "Sample data per model, checked against it.",
            "additionalProperties": {
              "type": "array",
              "items": {
                "type": "object"
              }
            }
          },
          "insets": {
            "type": "object",
            "additionalProperties": false,
            "properties": {
              "top": {
                "type": "number",
                "minimum": 0
              },
              "leading": {
                "type": "number",
                "minimum": 0
              },
              "trailing": {
                "type": "number",
                "minimum": 0
              },
              "bottom": {
                "type": "number",
                "minimum": 0
              }
            }
          },
          "peek": {
            "type": "number",
            "minimum": 0
          },
          "spacing": {
            "type": "number",
            "minimum": 0
          },
          "expandDistance": {
            "type": "number",
            "exclusiveMinimum": 0
          },
          "thresholds": {
            "type": "object",
            "additionalProperties": false,
            "properties": {
              "expand": {
                "oneOf": [
                  {
                    "type": "number",
                    "minimum": 0
                  },
                  {
                    "type": "string",
                    "pattern": "^[0-9]+(\\.[0-9]+)?%$"
                  }
                ],
                "description": "Points (a number) or a percentage string such as \"45%\"."
              }
            }
          }
        },
        "additionalProperties": false,
        "required": [
          "version",
          "name",
          "kind",
          "expandDistance"
        ]
      }
    }
  ]
}
"""#
}
